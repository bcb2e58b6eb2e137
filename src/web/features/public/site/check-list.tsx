import { CheckIcon } from './site-icons';

/** A list of short points, each with a tick (`.check-list` in site.css). */
export function CheckList({ points }: { points: readonly string[] }) {
  return (
    <ul className="check-list">
      {points.map((point) => (
        <li key={point}>
          <CheckIcon size={20} /> {point}
        </li>
      ))}
    </ul>
  );
}
