export const CONTROL_CHARACTERS_MESSAGE = 'validation.noControlCharacters';
