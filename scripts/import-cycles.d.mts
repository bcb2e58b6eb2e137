export declare function importGraph(dirs: readonly string[]): Map<string, string[]>;
export declare function circles(graph: Map<string, string[]>): string[][];
