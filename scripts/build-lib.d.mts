export declare const root: string;
export declare function buildWeb(options?: { force?: boolean }): Promise<boolean>;
export declare function buildServer(options?: { force?: boolean }): Promise<boolean>;
export declare function buildDocs(options?: { force?: boolean }): Promise<boolean>;
