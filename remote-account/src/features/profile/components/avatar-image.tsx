/** The avatar, or the name's initials when there is none. */
export function AvatarImage({
  name,
  url,
  label,
}: {
  name: string;
  url: string | null;
  label: string;
}) {
  if (url) return <img className="avatar-image" src={url} alt={label} />;
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
  return (
    <span className="avatar-image avatar-image--initials" role="img" aria-label={label}>
      {initials || '?'}
    </span>
  );
}
