// The one way a word of site.yaml takes a value: each {key} it holds ("Slide {n} of {count}",
// "{title} submenu", "{page} - {company}") is replaced by that value, taken as it is (a
// name with "$&" in it stays so). A {key} with no value is left as written.

export function fillIn(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => (Object.hasOwn(values, key) ? values[key] : whole));
}
