/** A JSON-LD node (schema.org vocabulary): plain data, serialized by `serializeJsonLd`. */
export type JsonLd = { readonly [key: string]: JsonLdValue };
type JsonLdValue = string | number | boolean | null | JsonLd | readonly JsonLdValue[];

/** One step of a BreadcrumbList: its name and absolute URL. */
export interface Crumb {
  name: string;
  url: string;
}

/** A `BreadcrumbList` of `crumbs`, from the site's home to the page itself. */
export function breadcrumbList(crumbs: readonly Crumb[]): JsonLd {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

/**
 * The page's JSON-LD as the text of a `<script type="application/ld+json">`: one document whose
 * `@graph` holds `nodes`. `<`, `>` and `&` are written as JSON escapes, so no string in it (a
 * title holding `</script>` or `<!--`) can end the element or open a comment; U+2028 and U+2029
 * too, so the text is also valid where it is read as JavaScript.
 */
export function serializeJsonLd(nodes: readonly JsonLd[]): string {
  return JSON.stringify({ '@context': 'https://schema.org', '@graph': nodes }).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
