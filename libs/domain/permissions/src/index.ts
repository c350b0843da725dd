/**
 * @tempo/permissions: roles, actions, resources, the default role matrix, the permission
 * check, and the route and menu tables shared by the gateway, the subgraphs and the SPA.
 * Pure code without dependencies or I/O.
 */
export * from './actions';
export * from './resources';
export * from './roles';
export * from './role-matrix';
export * from './can';
export * from './routes';
export * from './menu';
export * from './staff-flags';
