export function aliasFor(file: string, spec: string): string | null;
export function rewrite(file: string, source: string): string;
