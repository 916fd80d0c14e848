/**
 * State a service keeps in memory beside its database (fetches in flight, failures to retry
 * later), one copy per database: the app has one, and apps sharing a process (tests) never see
 * each other's. Gone with the database object.
 */
export function perDatabase<State>(create: () => State): (db: object) => State {
  const states = new WeakMap<object, State>();
  return (db) => {
    let state = states.get(db);
    if (state === undefined) {
      state = create();
      states.set(db, state);
    }
    return state;
  };
}
