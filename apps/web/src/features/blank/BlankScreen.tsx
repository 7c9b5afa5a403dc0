/** /blank: an empty page for any signed-in user, where a refused route lands. */
export default function BlankScreen() {
  return <div data-testid="blank-page" />;
}
