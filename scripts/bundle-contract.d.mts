export declare const SOURCE_ROOT: string;
export declare const BUNDLE: string;
/** Bundles the contract's sources into one document and checks their layout (ADR 031); throws on any problem. */
export declare function bundleContract(root: string): Promise<{ text: string; doc: { paths: Record<string, unknown>; [key: string]: unknown } }>;
