// A software passkey authenticator for tests: an ES256 key pair from node:crypto that answers WebAuthn
// ceremonies with "none" attestation, so SimpleWebAuthn's real verification runs on what it makes.
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from "node:crypto";
import { isoCBOR } from "@simplewebauthn/server/helpers";

const b64url = (b: Uint8Array | Buffer) => Buffer.from(b).toString("base64url");
const sha256 = (b: Uint8Array | Buffer | string) => createHash("sha256").update(b).digest();

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;

type Options = { challenge: string; rp?: { id?: string }; rpId?: string; user?: { id: string } };
type Overrides = { origin?: string; rpId?: string; userVerified?: boolean; counter?: number };

export class SoftwareAuthenticator {
  readonly credentialId = randomBytes(16);
  counter = 0;
  private readonly privateKey: KeyObject;
  private readonly publicJwk: { x: string; y: string };
  userHandle = "";

  constructor(readonly origin: string) {
    const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
    this.privateKey = privateKey;
    const jwk = publicKey.export({ format: "jwk" });
    this.publicJwk = { x: jwk.x!, y: jwk.y! };
  }

  get id(): string {
    return b64url(this.credentialId);
  }

  /** The browser's answer to navigator.credentials.create() with these options. */
  register(options: Options, over: Overrides = {}) {
    const rpId = over.rpId ?? options.rp?.id ?? new URL(this.origin).hostname;
    this.userHandle = options.user?.id ?? "";
    const clientDataJSON = this.clientData("webauthn.create", options.challenge, over.origin);
    const cose = new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, new Uint8Array(Buffer.from(this.publicJwk.x, "base64url"))],
      [-3, new Uint8Array(Buffer.from(this.publicJwk.y, "base64url"))],
    ]);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const attested = Buffer.concat([Buffer.alloc(16), idLength, this.credentialId, Buffer.from(isoCBOR.encode(cose))]);
    const authData = this.authData(rpId, FLAG_AT | this.flags(over), this.counter, attested);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Map<string, string> | Uint8Array>([
        ["fmt", "none"],
        ["attStmt", new Map<string, string>()],
        ["authData", new Uint8Array(authData)],
      ]),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: "public-key" as const,
      response: { clientDataJSON: b64url(clientDataJSON), attestationObject: b64url(attestationObject), transports: ["internal"] },
      clientExtensionResults: {},
      authenticatorAttachment: "platform",
    };
  }

  /** The browser's answer to navigator.credentials.get(); each use moves the counter on unless told one. */
  assert(options: Options, over: Overrides = {}) {
    const rpId = over.rpId ?? options.rpId ?? new URL(this.origin).hostname;
    this.counter = over.counter ?? this.counter + 1;
    const clientDataJSON = this.clientData("webauthn.get", options.challenge, over.origin);
    const authData = this.authData(rpId, this.flags(over), this.counter);
    const signature = sign("sha256", Buffer.concat([authData, sha256(clientDataJSON)]), this.privateKey);
    return {
      id: this.id,
      rawId: this.id,
      type: "public-key" as const,
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: this.userHandle,
      },
      clientExtensionResults: {},
      authenticatorAttachment: "platform",
    };
  }

  private flags(over: Overrides) {
    return FLAG_UP | (over.userVerified === false ? 0 : FLAG_UV);
  }

  private clientData(type: string, challenge: string, origin = this.origin) {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  private authData(rpId: string, flags: number, counter: number, attested = Buffer.alloc(0)) {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, attested]);
  }
}
