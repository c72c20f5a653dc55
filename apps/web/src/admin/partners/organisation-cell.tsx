/** The first cell of a partner or application row: the organisation's name and its website, opened apart. */
export function OrganisationCell({ name, website }: { name: string; website: string }) {
  return (
    <td>
      <strong className="text-break" dir="auto">
        {name}
      </strong>
      <a
        href={website}
        className="d-block small text-break"
        dir="ltr"
        rel="noreferrer noopener"
        target="_blank"
      >
        {website}
      </a>
    </td>
  );
}
