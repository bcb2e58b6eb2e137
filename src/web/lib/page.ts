import { decodeParam } from '#shared/route-param';
import { lazy, useEffect, type ComponentType, type LazyExoticComponent } from 'react';

/** What every routed page receives from the router (app/routes.ts). */
export interface PageProps {
  /** The page's title from the route table: rendered as its h1 and in document.title. */
  title: string;
  /** Route parameters, still URL-encoded; read them with `routeParam`. */
  params: Readonly<Record<string, string | undefined>>;
}

export type PageComponent = ComponentType<PageProps>;

/** A lazily loaded component that can also be fetched ahead of its first render. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component, as React.lazy takes
export type Preloadable<C extends ComponentType<any>> = LazyExoticComponent<C> & {
  /** Starts loading the component's chunk (once; again after a failure). */
  preload(): Promise<unknown>;
};

/** A lazily loaded page that can also be fetched ahead of its first render. */
export type LazyPage = Preloadable<PageComponent>;

/** React.lazy for a named export (React.lazy wants a default export; we keep named exports), with `preload()`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component, as React.lazy takes
export function preloadableLazy<M, C extends ComponentType<any>>(load: () => Promise<M>, pick: (module: M) => C): Preloadable<C> {
  let loading: Promise<M> | undefined;
  const loadOnce = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  const Component = lazy(async () => ({ default: pick(await loadOnce()) }));
  return Object.assign(Component, { preload: loadOnce });
}

/** A routed page loaded as its own chunk (see preloadableLazy). */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => PageComponent): LazyPage {
  return preloadableLazy(load, pick);
}

/** A decoded route parameter ('' when absent or malformed). */
export function routeParam(params: PageProps['params'], name: string): string {
  return decodeParam(params[name]);
}

export const APP_NAME = 'e-laundry';

export function documentTitle(title: string): string {
  return `${title} — ${APP_NAME}`;
}

/** Sets document.title to "Title — e-laundry" (null: leaves it to a nested area, the staff console). */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    if (title !== null) document.title = documentTitle(title);
  }, [title]);
}
