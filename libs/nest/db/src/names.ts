/** Database and role names of a subgraph: one database per subgraph, one non-owner application role. */
export interface SubgraphDatabase {
  service: string;
  database: string;
  appRole: string;
}

export const subgraphDatabase = (service: string, prefix = 'tempo'): SubgraphDatabase => {
  if (!/^[a-z][a-z0-9_]*$/.test(service)) throw new Error(`invalid subgraph name '${service}'`);
  return { service, database: `${prefix}_${service}`, appRole: `${prefix}_${service}_app` };
};

/** The admin URL with another database name. */
export const withDatabase = (url: string, database: string): string => {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
};

/** The admin URL with the application role's credentials and database. */
export const appUrl = (adminUrl: string, db: SubgraphDatabase, password: string): string => {
  const u = new URL(withDatabase(adminUrl, db.database));
  u.username = db.appRole;
  u.password = password;
  return u.toString();
};
