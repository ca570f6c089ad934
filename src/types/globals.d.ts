declare const __PATH_PREFIX__: string;
declare module "react-use-flexsearch";
declare module "*.module.css" {
  const classes: { readonly [name: string]: string };
  export = classes;
}
/** Scripts every page prefetches at idle, defined for the HTML renderer by gatsby-node.ts. */
declare const __PREFETCHED_SCRIPTS__: string[];
