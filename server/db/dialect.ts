// Which SQL engine a database handle talks to.
export type Dialect = 'sqlite' | 'pg';
