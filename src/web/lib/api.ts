import { onlineManager } from '@tanstack/react-query';
import { createApi } from './api-client';
import { createQueryClient } from './query-client';
import { onSessionCleared } from './session-updates';
import { followOtherTabs } from './session-tabs';

/**
 * The app's single QueryClient and API client. Only the account screens and the signed-in area import this
 * module (through app/data-provider.tsx and the features' api.ts), so public pages never load
 * TanStack Query or openapi-fetch.
 */
export const queryClient = createQueryClient();

// TanStack Query starts out "online" and learns only from later online/offline events: a page loaded offline (the
// service worker's shell, ADR 058) would fetch, fail and show an error over the saved figures. It starts from what
// the browser says instead, so offline queries pause and the persisted answers stay on screen.
if (typeof navigator !== 'undefined' && navigator.onLine === false) onlineManager.setOnline(false);

export const { client, $api, logout, endSession } = createApi({ queryClient });

// A sign-out from anywhere (also from the public header, which does not load this module) forgets the cached data.
onSessionCleared(() => queryClient.clear());
// A sign-out in another tab (a remembered session is shared by the browser's tabs) signs this one out too (ADR 062).
followOtherTabs();
