// Types of serve-build.mjs, for the TypeScript benchmarks that use it.
export const ROOT: string;
export function buildApp(outDir: string): Promise<string>;
export function serve(outDir: string): Promise<{ url: string; stop: () => void }>;
