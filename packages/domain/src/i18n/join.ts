type Table = Record<string, string>;
/** The tables' keys and texts together (the union of the tables turned into their intersection). */
type Both<U> = (U extends unknown ? (t: U) => void : never) extends (t: infer I) => void ? I : never;
type Joined<T extends Table[]> = Both<T[number]>;

/**
 * Joins text tables into one, typed for any number of tables (Object.assign's types stop at three). Called marked
 * pure: a bundle that does not use the joined table (the web app's screens import this package's root) leaves it
 * out, where an object of spreads would stay.
 */
export const join = <T extends Table[]>(...tables: T): Joined<T> => Object.assign({}, ...tables) as Joined<T>;
