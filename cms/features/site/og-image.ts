/**
 * /og-image.png: the picture shown when a page is shared (OpenGraph, Twitter). Drawn from
 * an SVG with the configured site name, once, by sharp (already used by Payload).
 */
import sharp from 'sharp'

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char]!)

const FONT = 'font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif"'

function ogImageSvg(siteName: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1e3a8a"/><stop offset="1" stop-color="#1d4ed8"/></linearGradient></defs>
  <rect width="1200" height="630" fill="url(#g)"/>
  <g transform="translate(90,90)">
    <rect width="84" height="84" rx="20" fill="#ffffff"/>
    <path d="M21 58h16v-13h13v-13h13" fill="none" stroke="#1d4ed8" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>
    <circle cx="63" cy="32" r="6" fill="#fbbf24"/>
    <text x="110" y="58" ${FONT} font-size="40" font-weight="700" fill="#ffffff">${escapeXml(siteName)}</text>
  </g>
  <text x="90" y="320" ${FONT} font-size="54" font-weight="700" fill="#ffffff">Créez votre entreprise en ligne</text>
  <text x="90" y="400" ${FONT} font-size="32" fill="#dbeafe">Des experts locaux, un résultat en moins de 30 jours,</text>
  <text x="90" y="448" ${FONT} font-size="32" fill="#dbeafe">garanti ou remboursé.</text>
  <rect x="90" y="500" width="300" height="64" rx="14" fill="#ffffff"/>
  <text x="240" y="542" text-anchor="middle" ${FONT} font-size="28" font-weight="700" fill="#1e3a8a">997 € TTC</text>
</svg>`
}

export function renderOgImage(siteName: string): Promise<Buffer> {
  return sharp(Buffer.from(ogImageSvg(siteName)))
    .png({ compressionLevel: 9, palette: true })
    .toBuffer()
}
