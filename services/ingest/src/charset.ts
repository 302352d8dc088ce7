import { Transform, type TransformCallback } from 'node:stream';
import Encoding from 'encoding-japanese';
import iconv from 'iconv-lite';

/** The fallback for a charset no decoder knows: what mislabelled or unlabelled 8-bit mail mostly is. */
export const FALLBACK_CHARSET = 'windows-1252';
const JAPANESE = /^(?:jis|iso-?2022-?jp|euc-?jp)/i;

/**
 * mailparser's `Iconv` option: a node-iconv-like stream from a part's charset to UTF-8. What mailparser
 * does by itself, except that a charset iconv-lite does not know is read as Windows-1252 rather than
 * passed on as bytes (which then show as replacement characters). ISO-2022-JP and EUC-JP, which
 * iconv-lite lacks, go through encoding-japanese as mailparser's own decoder does.
 */
export class FallbackIconv extends Transform {
  private readonly decoder: ReturnType<typeof iconv.getDecoder> | undefined;
  private readonly japanese: Buffer[] | undefined;

  constructor(from: string, _to: string) {
    super();
    const charset = from.trim();
    if (JAPANESE.test(charset)) this.japanese = [];
    else this.decoder = iconv.getDecoder(iconv.encodingExists(charset) ? charset : FALLBACK_CHARSET);
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    if (this.japanese) this.japanese.push(chunk);
    else {
      const text = this.decoder!.write(chunk);
      if (text) this.push(Buffer.from(text, 'utf8'));
    }
    done();
  }

  override _flush(done: TransformCallback): void {
    const text = this.japanese
      ? Encoding.convert(Buffer.concat(this.japanese), { to: 'UNICODE', from: 'AUTO', type: 'string' })
      : (this.decoder!.end() ?? '');
    if (text) this.push(Buffer.from(text, 'utf8'));
    done();
  }
}
