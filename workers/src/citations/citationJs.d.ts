// citation-js ships no type declarations; these cover the calls the citation pass makes.
declare module '@citation-js/core' {
  export interface CslFormatOptions {
    format?: 'text' | 'html';
    template?: string;
    lang?: string;
    entry?: (string | { id: string; locator?: string; label?: string })[];
  }
  export class Cite {
    constructor(data: object[]);
    format(kind: 'bibliography' | 'citation', options?: CslFormatOptions): string;
  }
  export const plugins: {
    config: {
      get(name: '@csl'): {
        styles: { add(name: string, xml: string): void; has(name: string): boolean };
        engine(data: object[], style: string, lang: string, format: 'html' | 'text'): unknown;
      };
    };
  };
}
declare module '@citation-js/plugin-csl';
