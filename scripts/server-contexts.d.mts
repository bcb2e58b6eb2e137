export declare const SERVER_CONTEXTS: readonly string[];
