// Path params that name one of a fixed list (a profile tab, a settings page): any other name is the not-found page.
import { notFound } from '@tanstack/react-router';

/** The parse and stringify of a route whose param `key` must be one of `names`. */
export function oneOfParams<const K extends string, const N extends string>(key: K, names: readonly N[]) {
  return {
    parse: (params: Record<K, string>): Record<K, N> => {
      const value = params[key];
      if (!(names as readonly string[]).includes(value)) throw notFound();
      return { [key]: value } as Record<K, N>;
    },
    stringify: (params: Record<K, N>): Record<K, string> => params,
  };
}
