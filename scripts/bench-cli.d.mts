export declare function benchCommandLine(
  usage: string,
  declared: readonly string[],
  argv?: readonly string[],
): { option<T>(name: string, fallback: T): string | true | T };
