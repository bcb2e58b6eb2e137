export const root: string;
export function importMap(): Record<string, string>;
export function viteAliases(): { find: RegExp; replacement: string }[];
