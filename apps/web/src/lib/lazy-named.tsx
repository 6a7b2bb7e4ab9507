import { lazy, useState, type ComponentType } from 'react';

/**
 * A component in its own chunk. `preload()` fetches the chunk ahead of rendering; a component
 * mounted after that renders at once instead of suspending, which is what lets a prerendered page
 * hydrate in one pass (main.tsx preloads the page before hydrating). `lazy()` wants a default
 * export; our components are named exports.
 */
export function lazyNamed<Name extends string, Props extends object>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
) {
  let loaded: ComponentType<Props> | undefined;
  const preload = async (): Promise<ComponentType<Props>> => {
    loaded ??= (await load())[name];
    return loaded;
  };
  const Lazy = lazy(async () => ({ default: await preload() }));
  function LazyNamed(props: Props) {
    // Chosen once per mount: switching from Lazy to the loaded component later would remount it.
    const [Component] = useState<ComponentType<Props>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return Object.assign(LazyNamed, { preload });
}
