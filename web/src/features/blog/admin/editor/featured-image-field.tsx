import { ImageOff, Images } from 'lucide-react'
import { forwardRef, useState } from 'react'
import styled from 'styled-components'
import { Button } from '@/web/src/components/ui/button'
import { FormField, type FormFieldProps } from '@/web/src/components/ui/form-field'
import { MediaPickerDialog } from '../../media/media-picker-dialog'

const Preview = styled.figure`
  margin: -0.25rem 0 1rem;
  aspect-ratio: 16 / 9;
  border-radius: 8px;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
  display: flex;
  align-items: center;
  justify-content: center;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  figcaption {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 0.5rem;
    padding: 1rem;
    text-align: center;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.875rem;
  }
`

/** An address the preview may try: http(s), or a path on this site (the schema's own rule). */
const previewable = (url: string) => /^https?:\/\/\S+$/i.test(url) || /^\/(?!\/)\S*$/.test(url)

function ImagePreview({ url }: { url: string }) {
  const [broken, setBroken] = useState(false)
  if (broken)
    return (
      <Preview>
        <figcaption role="status">
          <ImageOff size={24} aria-hidden="true" />
          Impossible d’afficher cette image&nbsp;: vérifiez l’adresse.
        </figcaption>
      </Preview>
    )
  return (
    <Preview>
      <img src={url} alt="Aperçu de l’image à la une" onError={() => setBroken(true)} />
    </Preview>
  )
}

const PickRow = styled.div`
  margin: -0.5rem 0 1rem;
`

/**
 * The featured image's address with a live preview (a new address gets a new try: `key`). The
 * address may be typed, or filled from the image library (`onPick`): the server then links the
 * article to that image, whose sizes the public pages use.
 */
export const FeaturedImageField = forwardRef<HTMLInputElement, FormFieldProps & { url: string; onPick: (url: string) => void }>(
  function FeaturedImageField({ url, onPick, ...field }, ref) {
    const [picking, setPicking] = useState(false)
    const trimmed = url.trim()
    return (
      <>
        <FormField ref={ref} {...field} />
        <PickRow>
          <Button $variant="secondary" onClick={() => setPicking(true)}>
            <Images size={18} aria-hidden="true" />
            Choisir dans la bibliothèque
          </Button>
        </PickRow>
        {trimmed && previewable(trimmed) ? <ImagePreview key={trimmed} url={trimmed} /> : null}
        <MediaPickerDialog
          open={picking}
          title="Choisir l’image à la une"
          onClose={() => setPicking(false)}
          onChoose={(media) => {
            setPicking(false)
            onPick(media.url)
          }}
        />
      </>
    )
  },
)
