/** @jsxRuntime automatic */
/** @jsxImportSource preact */

/** What console.js's keys do; the box is closed until asked. */
export function Shortcuts() {
  return (
    <details class="shortcuts">
      <summary>Keyboard shortcuts</summary>
      <dl>
        <div>
          <dt>
            <kbd>j</kbd> / <kbd>k</kbd>
          </dt>
          <dd>next / previous message</dd>
        </div>
        <div>
          <dt>
            <kbd>Enter</kbd>
          </dt>
          <dd>open it</dd>
        </div>
        <div>
          <dt>
            <kbd>c</kbd>
          </dt>
          <dd>copy its code</dd>
        </div>
        <div>
          <dt>
            <kbd>d</kbd>
          </dt>
          <dd>delete it</dd>
        </div>
        <div>
          <dt>
            <kbd>u</kbd>
          </dt>
          <dd>back to the inbox (on a message)</dd>
        </div>
      </dl>
    </details>
  );
}
