import "./RotatingWord.css";

/**
 * One word of a list at a time, in a box as wide as the longest word, so that
 * changing the word never moves anything around it. The box is sized by CSS
 * (every word sits invisibly in the same grid cell), at any font size and
 * with no `style` attribute in the prerendered HTML. Screen readers get the
 * whole list once instead of a word that keeps changing.
 */
export function RotatingWord({ words, step }: { words: readonly string[]; step: number }) {
  const word = words[step % words.length]!;
  return (
    <>
      <span className="rotating-word" aria-hidden="true" data-word={word}>
        {words.map((sizer) => (
          <span key={`sizer-${sizer}`} className="rotating-word__sizer">
            {sizer}
          </span>
        ))}
        {/* A new key restarts the entrance animation on every change. */}
        <span key={step} className={step === 0 ? "rotating-word__item" : "rotating-word__item rotating-word__item--enter"}>
          {word}
        </span>
      </span>
      <span className="visually-hidden">{listOf(words)}</span>
    </>
  );
}

function listOf(words: readonly string[]): string {
  return words.length < 2 ? (words[0] ?? "") : `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;
}
