// The storage types only: code that needs them does not load a driver (see open-database.ts).

export type Row = Record<string, unknown>;

/** The few calls the server makes: PGlite and a PostgreSQL pool implement them. */
export interface Queryable {
  query<T extends Row = Row>(sql: string, params?: unknown[]): Promise<T[]>;
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  /** Runs `work` in one transaction; concurrent transactions are serialised. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  readonly dataDir: string | undefined;
}
