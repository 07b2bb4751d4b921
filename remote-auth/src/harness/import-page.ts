/** A page module of this remote by file name; webpack bundles each page as its own chunk. */
export const importPage = (fileName: string): Promise<unknown> =>
  import(/* webpackExclude: /\.test\.tsx?$/ */ `../pages/${fileName}`);
