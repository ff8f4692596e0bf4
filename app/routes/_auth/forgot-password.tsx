// Work in progress: replaced by its owner before the first commit.
export default function Stub() {
  return null;
}
