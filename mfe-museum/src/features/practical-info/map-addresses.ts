// Where OpenStreetMap shows the museum: its embed, and its own page (a link, nothing loaded before).
/** A box of about 2 km around the museum, for OpenStreetMap's embed. */
export function mapUrls(latitude: number, longitude: number) {
  const delta = 0.012;
  const bbox = [longitude - delta, latitude - delta * 0.7, longitude + delta, latitude + delta * 0.7]
    .map((value) => value.toFixed(4))
    .join('%2C');
  return {
    embed: `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${latitude}%2C${longitude}`,
    page: `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=16/${latitude}/${longitude}`,
  };
}
