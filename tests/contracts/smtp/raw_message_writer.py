"""An aiosmtpd handler that keeps each message exactly as it arrived.

aiosmtpd's own Mailbox handler re-serialises a message through Python's email package, which may refold or
re-encode headers; the contract test wants the bytes our app sent. Each message is written as <n>.eml (the DATA
as received, dot-unstuffed) in the directory given on the command line, renamed into place when complete.

    aiosmtpd -n -l 127.0.0.1:PORT -c raw_message_writer.RawMessageWriter DIR   (with this folder on PYTHONPATH)
"""
import os
import time


class RawMessageWriter:
    def __init__(self, directory):
        self.directory = directory

    @classmethod
    def from_cli(cls, parser, *args):
        if len(args) != 1:
            parser.error("RawMessageWriter takes one argument: the directory to write messages to")
        return cls(args[0])

    async def handle_DATA(self, server, session, envelope):
        name = os.path.join(self.directory, "%d.eml" % time.time_ns())
        with open(name + ".part", "wb") as part:
            part.write(envelope.original_content)
        os.rename(name + ".part", name)
        return "250 Message accepted for delivery"
