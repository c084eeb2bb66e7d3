export function sourceFiles(root: string): Generator<string>;
export function rewrite(text: string): string;
