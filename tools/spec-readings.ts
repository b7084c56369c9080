/**
 * Where the spec can be read two ways, the reading the app follows. Printed in docs/flows/README.md by
 * `npm run flows`; add a bullet here (not in the generated README) when a flow settles one.
 */
export const SPEC_READINGS: readonly string[] = [
  'The stories viewer path follows `HOME/:id/:storeId/historias/:storyId`, because the route map names the parameter `:storyId`.',
];
