declare const __PATH_PREFIX__: string;
declare module "react-use-flexsearch";
declare module "*.module.css" {
  const classes: { readonly [name: string]: string };
  export = classes;
}
