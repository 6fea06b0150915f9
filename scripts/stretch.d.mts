// Types of stretch.mjs, for the TypeScript benchmarks that use it.
export function parseStretch(text: string): { first: number; last: number };
