/** How a rule check reports a broken rule: its code, the input path it concerns and the Chinese text. */
export type Emit = (code: string, path: string, text: string) => void;
