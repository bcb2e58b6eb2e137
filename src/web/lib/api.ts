import { createApi } from './api-client';
import { createQueryClient } from './query-client';
import { onSessionCleared } from './session';

/**
 * The app's single QueryClient and API client. Only the account screens and the signed-in area import this
 * module (through app/data-provider.tsx and the features' api.ts), so public pages never load
 * TanStack Query or openapi-fetch.
 */
export const queryClient = createQueryClient();

export const { client, $api, logout, endSession } = createApi({ queryClient });

// A sign-out from anywhere (also from the public header, which does not load this module) forgets the cached data.
onSessionCleared(() => queryClient.clear());
