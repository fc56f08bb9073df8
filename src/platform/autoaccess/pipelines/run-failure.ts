/** Why a run cannot go on, in words for its result and its log (`FAILURE: <message>`). */
export class RunFailure extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RunFailure';
  }
}
