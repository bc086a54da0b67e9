export { renderWithData, type DataApi, type DataStore, type RenderWithDataOptions } from './render-with-data';
export { serverRender, type RemoteServerApp } from './render-remote';
export { QueryPlans, type PlannedQuery } from './query-plans';
