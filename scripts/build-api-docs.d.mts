export declare function adaptForCsp(html: string, base?: string): { 'index.html': string; 'redoc.js': string; csp: Record<string, string[]> };
export declare function buildApiDocs(options: { root: string; outDir: string; spec?: string }): Promise<void>;
