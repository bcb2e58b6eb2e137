/**
 * Where the API lives: every operation of the contract (openapi/) is served under this prefix (the contract's
 * `servers[0].url`). The server mounts the routes there, the SPA's clients call it, Vite's dev proxy forwards it.
 */
export const API_PREFIX = '/api/v1';
