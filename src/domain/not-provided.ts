/** Default body of a machine effect: the mounting code must supply the real one with `.provide()`. */
export function effectNotProvided(name: string): never {
  throw new Error(`${name} must be provided`);
}
