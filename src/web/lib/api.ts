import { createApi } from './api-client';
import { createQueryClient } from './query-client';

/**
 * The app's single QueryClient and API client. Only the account screens and the signed-in area import this
 * module (through app/data-provider.tsx and the features' api.ts), so public pages never load
 * TanStack Query or openapi-fetch.
 */
export const queryClient = createQueryClient();

export const { client, $api, logout, endSession } = createApi({ queryClient });
