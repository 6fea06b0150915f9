export function otherPackageManagers(proc?: string, skip?: readonly number[]): string[];
export function aptGet(
  aptGetPath: string,
  args: readonly string[],
  options?: { env?: NodeJS.ProcessEnv; waitSeconds?: number; log?: (message: string) => void; retryMs?: number; now?: () => number; proc?: string },
): Promise<string>;
