export declare const root: string;
export declare function buildWeb(options?: { force?: boolean }): Promise<boolean>;
/** Whether dist/server is older than its sources (or missing). */
export declare function serverBuildStale(): Promise<boolean>;
export declare function buildServer(options?: { force?: boolean }): Promise<boolean>;
export declare function buildDocs(options?: { force?: boolean }): Promise<boolean>;
