/** A product's badges ("NOWOŚĆ!", "PROMOCJA", …); nothing without any. */
export function BadgeList({
  badges,
  className,
  badgeClassName,
}: {
  badges: string[];
  className: string | undefined;
  badgeClassName: string | undefined;
}) {
  if (badges.length === 0) return null;
  return (
    <ul className={className} aria-label="Oznaczenia">
      {badges.map((badge) => (
        <li key={badge} className={badgeClassName}>
          {badge}
        </li>
      ))}
    </ul>
  );
}
