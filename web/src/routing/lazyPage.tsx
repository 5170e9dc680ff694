import { Center, Loader } from '@mantine/core';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A screen whose code is a chunk of its own, fetched the first time it is opened, so no page waits on
 * the code of screens it does not show. The router loads it before it changes the page (route `lazy`),
 * so the address and the page change together: `screen(() => import('./DataToolPage'), 'DataToolPage')`,
 * with the props it always takes as a third argument.
 */
export function screen<M, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
  props?: M[K] extends ComponentType<infer P> ? P : never,
): () => Promise<ComponentType> {
  return async () => {
    const Page = (await load())[name] as ComponentType<object>;
    if (!props) return Page;
    return function WithProps() {
      return <Page {...(props as object)} />;
    };
  };
}

/** Something shown inside a page only now and then (a dialog): its code is fetched when first shown. */
// biome-ignore lint/suspicious/noExplicitAny: as React.lazy's own bound: a component takes any props
export function lazyPart<M extends Record<K, ComponentType<any>>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K]> {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}

/** What shows while a lazy part's code, or the first page's, arrives. */
export function PartLoading() {
  const { t } = useTranslation();
  return (
    <Center py="xl" role="status" aria-label={t('Loading…')}>
      <Loader aria-hidden />
    </Center>
  );
}
