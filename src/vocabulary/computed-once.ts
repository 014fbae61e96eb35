// What a function works out of an object, kept for as long as the object lives: a content file
// read once is one object, and the site's checks ask of every file again on each change of one
// entry in the editor.

/** `compute`, worked out once for each object it is given. */
export function computedOnce<Key extends object, Value>(compute: (key: Key) => Value): (key: Key) => Value {
  const known = new WeakMap<Key, Value>()
  return (key) => {
    if (!known.has(key)) known.set(key, compute(key))
    return known.get(key) as Value
  }
}
